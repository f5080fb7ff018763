// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small W3C WebDriver client for the end-to-end tests: starts chromedriver on a loopback
// port, opens one headless Chromium session and drives it with JSON over HTTP. Every call
// waits in a nested event loop, so a server living in the same thread keeps answering the
// browser meanwhile.

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <stdexcept>

namespace overplay::e2e {

/// A WebDriver command the browser refused, or a driver that did not answer.
struct WebDriverError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// What it takes to run a browser; empty paths when a program is missing.
struct BrowserPrograms {
    QString chromium;
    QString chromedriver;
    /// The Debian paths (overridable with OVERPLAY_CHROMIUM / OVERPLAY_CHROMEDRIVER).
    static BrowserPrograms find();
    bool available() const { return !chromium.isEmpty() && !chromedriver.isEmpty(); }
};

class WebDriver {
public:
    /// Starts chromedriver and a headless Chromium session with a fresh profile, its window
    /// sized width × height CSS pixels. Throws WebDriverError.
    WebDriver(const BrowserPrograms& programs, int width, int height);
    /// Ends the session and chromedriver.
    ~WebDriver();
    WebDriver(const WebDriver&) = delete;
    WebDriver& operator=(const WebDriver&) = delete;

    void navigate(const QString& url);
    QString currentUrl();
    QString title();
    /// The element matching an XPath; throws when there is none.
    QString find(const QString& xpath);
    /// How many elements match an XPath.
    int count(const QString& xpath);
    void click(const QString& element);
    /// Finds and clicks, as a finger would tap what the XPath names.
    void tap(const QString& xpath) { click(find(xpath)); }
    /// Taps something that loads a new page (a submit button, a link) and waits until the
    /// new page has replaced the old one.
    void tapAndLoad(const QString& xpath);
    /// Types into an input, key by key.
    void type(const QString& element, const QString& text);
    /// The rendered text of an element (what a player reads).
    QString text(const QString& element);
    /// The visible text of the whole page.
    QString pageText() { return text(find(QStringLiteral("//body"))); }
    /// Runs a script in the page (WebDriver's execute, not subject to the page's CSP).
    QJsonValue execute(const QString& script);
    /// The viewport as a PNG.
    QByteArray screenshot();
    /// chromedriver's log so far, for a failure report.
    QString log() const;

private:
    QJsonValue call(const QByteArray& method, const QString& path,
                    const QJsonObject& body = QJsonObject(), int timeoutMs = 30000);
    QJsonValue session(const QByteArray& method, const QString& path,
                       const QJsonObject& body = QJsonObject()) {
        return call(method, QStringLiteral("/session/") + m_session + path, body);
    }

    QTemporaryDir m_profile;
    QProcess m_driver;
    QNetworkAccessManager m_nam;
    quint16 m_port = 0;
    QString m_session;
};

} // namespace overplay::e2e

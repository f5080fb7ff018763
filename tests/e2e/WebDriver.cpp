// SPDX-License-Identifier: GPL-3.0-or-later
#include "WebDriver.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QTcpServer>
#include <QThread>
#include <QTimer>

namespace overplay::e2e {

namespace {

/// The key under which W3C WebDriver returns an element reference.
const QString elementKey = QStringLiteral("element-6066-11e4-a52e-4f735466cecf");

QString executable(const char* variable, const QString& fallback) {
    const QString path =
        qEnvironmentVariableIsSet(variable) ? qEnvironmentVariable(variable) : fallback;
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable() ? path : QString();
}

/// A loopback port nobody listens on right now.
quint16 freePort() {
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        throw WebDriverError("no free loopback port for chromedriver");
    return probe.serverPort();
}

} // namespace

BrowserPrograms BrowserPrograms::find() {
    return {executable("OVERPLAY_CHROMIUM", QStringLiteral("/usr/bin/chromium")),
            executable("OVERPLAY_CHROMEDRIVER", QStringLiteral("/usr/bin/chromedriver"))};
}

WebDriver::WebDriver(const BrowserPrograms& programs, int width, int height) {
    // Only loopback is ever spoken to: no proxy from the environment may get in between.
    m_nam.setProxy(QNetworkProxy::NoProxy);
    if (!m_profile.isValid())
        throw WebDriverError("cannot make a temporary browser profile");
    m_port = freePort();
    m_driver.setProgram(programs.chromedriver);
    m_driver.setArguments({QStringLiteral("--port=%1").arg(m_port),
                           QStringLiteral("--log-path=%1").arg(m_profile.filePath("driver.log"))});
    m_driver.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_driver.setStandardOutputFile(QProcess::nullDevice());
    m_driver.start();
    if (!m_driver.waitForStarted(10000))
        throw WebDriverError("chromedriver did not start: " + m_driver.errorString().toStdString());

    QElapsedTimer waited;
    waited.start();
    for (;;) {
        try {
            if (call("GET", QStringLiteral("/status"), {}, 2000)
                    .toObject()
                    .value(QStringLiteral("ready"))
                    .toBool())
                break;
        } catch (const WebDriverError&) {
            // Not listening yet.
        }
        if (waited.elapsed() > 15000)
            throw WebDriverError("chromedriver did not become ready within 15 s");
        QThread::msleep(50);
    }

    const QJsonArray args = {
        QStringLiteral("--headless"),
        QStringLiteral("--no-sandbox"),
        QStringLiteral("--disable-gpu"),
        QStringLiteral("--disable-quic"),
        QStringLiteral("--no-first-run"),
        QStringLiteral("--disable-background-networking"),
        QStringLiteral("--disable-component-update"),
        QStringLiteral("--disable-sync"),
        QStringLiteral("--no-proxy-server"),
        QStringLiteral("--hide-scrollbars"),
        QStringLiteral("--window-size=%1,%2").arg(width).arg(height),
        QStringLiteral("--user-data-dir=%1").arg(m_profile.filePath("profile")),
    };
    // A phone's viewport: exactly width × height CSS pixels, touch, the page's viewport meta
    // honoured (a plain window would lose some height to the headless browser's frame).
    const QJsonObject metrics{{QStringLiteral("width"), width},
                              {QStringLiteral("height"), height},
                              {QStringLiteral("pixelRatio"), 1.0},
                              {QStringLiteral("touch"), true},
                              {QStringLiteral("mobile"), true}};
    const QJsonObject chromeOptions{{QStringLiteral("binary"), programs.chromium},
                                    {QStringLiteral("args"), args},
                                    {QStringLiteral("mobileEmulation"),
                                     QJsonObject{{QStringLiteral("deviceMetrics"), metrics}}}};
    const QJsonObject capabilities{
        {QStringLiteral("alwaysMatch"),
         QJsonObject{{QStringLiteral("browserName"), QStringLiteral("chrome")},
                     {QStringLiteral("goog:chromeOptions"), chromeOptions}}}};
    const QJsonObject created =
        call("POST", QStringLiteral("/session"),
             QJsonObject{{QStringLiteral("capabilities"), capabilities}}, 60000)
            .toObject();
    m_session = created.value(QStringLiteral("sessionId")).toString();
    if (m_session.isEmpty())
        throw WebDriverError("chromedriver gave no session id");
    // --window-size sizes the window; the rect call makes sure of it in every headless mode.
    session("POST", QStringLiteral("/window/rect"),
            QJsonObject{{QStringLiteral("width"), width}, {QStringLiteral("height"), height}});
}

WebDriver::~WebDriver() {
    if (!m_session.isEmpty()) {
        try {
            session("DELETE", QString());
        } catch (const std::exception&) {
            // The browser may already be gone; chromedriver is stopped below anyway.
        }
    }
    m_driver.terminate();
    if (!m_driver.waitForFinished(5000)) {
        m_driver.kill();
        m_driver.waitForFinished(2000);
    }
}

QJsonValue WebDriver::call(const QByteArray& method, const QString& path, const QJsonObject& body,
                           int timeoutMs) {
    QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json; charset=utf-8");
    request.setTransferTimeout(timeoutMs);
    QNetworkReply* reply = nullptr;
    if (method == "GET")
        reply = m_nam.get(request);
    else if (method == "DELETE")
        reply = m_nam.deleteResource(request);
    else
        reply = m_nam.post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec();
    const QByteArray answer = reply->readAll();
    const QNetworkReply::NetworkError error = reply->error();
    const QString errorText = reply->errorString();
    reply->deleteLater();
    const QJsonDocument doc = QJsonDocument::fromJson(answer);
    const QJsonValue value = doc.object().value(QStringLiteral("value"));
    if (value.isObject() && value.toObject().contains(QStringLiteral("error")))
        throw WebDriverError(
            (method + " " + path + ": " +
             value.toObject().value(QStringLiteral("error")).toString() + ": " +
             value.toObject().value(QStringLiteral("message")).toString().section('\n', 0, 0))
                .toStdString());
    if (error != QNetworkReply::NoError && doc.isNull())
        throw WebDriverError((method + " " + path + ": " + errorText).toStdString());
    return value;
}

void WebDriver::navigate(const QString& url) {
    session("POST", QStringLiteral("/url"), QJsonObject{{QStringLiteral("url"), url}});
}

QString WebDriver::currentUrl() {
    return session("GET", QStringLiteral("/url")).toString();
}

QString WebDriver::title() {
    return session("GET", QStringLiteral("/title")).toString();
}

QString WebDriver::find(const QString& xpath) {
    const QJsonValue found = session("POST", QStringLiteral("/element"),
                                     QJsonObject{{QStringLiteral("using"), QStringLiteral("xpath")},
                                                 {QStringLiteral("value"), xpath}});
    return found.toObject().value(elementKey).toString();
}

int WebDriver::count(const QString& xpath) {
    return static_cast<int>(session("POST", QStringLiteral("/elements"),
                                    QJsonObject{{QStringLiteral("using"), QStringLiteral("xpath")},
                                                {QStringLiteral("value"), xpath}})
                                .toArray()
                                .size());
}

void WebDriver::click(const QString& element) {
    session("POST", QStringLiteral("/element/%1/click").arg(element), QJsonObject());
}

void WebDriver::tapAndLoad(const QString& xpath) {
    const QString element = find(xpath);
    const QString oldBody = find(QStringLiteral("//body"));
    click(element);
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 15000) {
        try {
            if (find(QStringLiteral("//body")) != oldBody &&
                execute(QStringLiteral("return document.readyState")).toString() ==
                    QLatin1String("complete"))
                return;
        } catch (const WebDriverError&) {
            // Between two pages there may be no document to ask.
        }
        QEventLoop loop;
        QTimer::singleShot(20, &loop, &QEventLoop::quit);
        loop.exec();
    }
    throw WebDriverError("tapping " + xpath.toStdString() + " loaded no new page within 15 s");
}

void WebDriver::type(const QString& element, const QString& text) {
    session("POST", QStringLiteral("/element/%1/value").arg(element),
            QJsonObject{{QStringLiteral("text"), text}});
}

QString WebDriver::text(const QString& element) {
    return session("GET", QStringLiteral("/element/%1/text").arg(element)).toString();
}

QJsonValue WebDriver::execute(const QString& script) {
    return session(
        "POST", QStringLiteral("/execute/sync"),
        QJsonObject{{QStringLiteral("script"), script}, {QStringLiteral("args"), QJsonArray()}});
}

QByteArray WebDriver::screenshot() {
    return QByteArray::fromBase64(
        session("GET", QStringLiteral("/screenshot")).toString().toLatin1());
}

QString WebDriver::log() const {
    QFile file(m_profile.filePath("driver.log"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll().right(4000));
}

} // namespace overplay::e2e

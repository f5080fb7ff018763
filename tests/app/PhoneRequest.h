// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A phone's request to table scoring over loopback, as a browser sends a form: redirects left
// to the test (table scoring answers a form with 303 and where to go next).
#include <QByteArray>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QObject>
#include <QRegularExpression>
#include <QString>
#include <QTimer>
#include <QUrl>

namespace overplay::tests {

struct Reply {
    int status = 0;
    QByteArray body;
    QByteArray location; ///< the Location header of a redirect
};

/// GET `url`, or POST `body` to it as a form; waits up to ten seconds for the answer.
inline Reply send(QNetworkAccessManager& nam, const QByteArray& method, const QUrl& url,
                  const QByteArray& body = {}) {
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setHeader(QNetworkRequest::ContentTypeHeader, "application/x-www-form-urlencoded");
    QNetworkReply* reply = method == "GET" ? nam.get(request) : nam.post(request, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    Reply out;
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    out.body = reply->readAll();
    out.location = reply->rawHeader("Location");
    reply->deleteLater();
    return out;
}

/// The same: a POST of `body` when there is one, else a GET.
inline Reply send(QNetworkAccessManager& nam, const QUrl& url, const QByteArray* body = nullptr) {
    return body ? send(nam, "POST", url, *body) : send(nam, "GET", url);
}

/// The token of the form in a page table scoring sent (its hidden "token" field), which the
/// phone sends back with the form; empty when the page has none.
inline QByteArray tokenOf(const QByteArray& html) {
    static const QRegularExpression re(QStringLiteral("name=\"token\" value=\"([a-z0-9]+)\""));
    auto match = re.match(QString::fromUtf8(html));
    return match.hasMatch() ? match.captured(1).toUtf8() : QByteArray();
}

} // namespace overplay::tests

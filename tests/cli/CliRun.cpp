#include "tests/cli/CliRun.h"

#include <QJsonDocument>
#include <QProcess>

CliResult runCli(const QStringList& args, int timeoutMs, const QString& workingDir)
{
    QProcess p;
    p.setWorkingDirectory(workingDir);
    p.start(QStringLiteral(FF_CLI_PATH), args);
    CliResult r;
    if (!p.waitForFinished(timeoutMs) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

bool parseJsonLine(const QString& text, QJsonObject& doc, QString& why)
{
    if (!text.endsWith('\n') || text.count('\n') != 1) {
        why = "not one line: " + text;
        return false;
    }
    QJsonParseError error;
    const QJsonDocument d = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !d.isObject()) {
        why = "not a JSON object: " + text;
        return false;
    }
    doc = d.object();
    return true;
}

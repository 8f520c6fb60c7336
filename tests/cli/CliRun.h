// furunkulus-cli run as a separate process, for the CLI tests.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

struct CliResult {
    int exitCode = -1; // -1: it did not finish in time, or crashed
    QString out;
    QString err;
};

// Runs furunkulus-cli (FF_CLI_PATH) with `args`, in `workingDir` (empty: the current one).
CliResult runCli(const QStringList& args, int timeoutMs = 60000, const QString& workingDir = QString());

// The one JSON document --json prints: a single line holding an object. False, with
// `why` saying what is wrong, for anything else.
bool parseJsonLine(const QString& text, QJsonObject& doc, QString& why);

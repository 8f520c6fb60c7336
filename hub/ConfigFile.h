// The configuration file of `furunkulus-server --config FILE` (docs/server.md): one
// setting a line, `KEY = VALUE`, where KEY is a long option of the command line without
// its "--" (`listen = 127.0.0.1:8080`); blank lines and lines starting with '#' are
// ignored. The reader checks the form and the keys; the values are checked where the
// command line's are, so both refuse the same values.
#pragma once

#include <string>
#include <vector>

namespace ff::hub {

struct ConfigSetting {
    std::string option; // with its "--", as on the command line
    std::string value;  // without the spaces around it; may be empty
    std::string where;  // "FILE:LINE", for messages
};

struct ConfigFile {
    std::vector<ConfigSetting> settings; // in the file's order, each option once
    std::string error;                   // "FILE:LINE: what" (or "FILE: what"); empty when read
};

// Reads the file at `path`. `options` are the options a key may name ("--db", ...).
// An unreadable file, a line without '=', an unknown key or a key given twice is an
// error naming the file and line; the settings read before it are still returned.
ConfigFile readConfigFile(const std::string& path, const std::vector<std::string>& options);

// The option at args[i] of a command line, written "--NAME=VALUE" or "--NAME VALUE":
// `name` ("--NAME") and `value`, with `i` at the last word read. False when the value
// is missing.
bool readOption(const std::vector<std::string>& args, std::size_t& i, std::string& name, std::string& value);

} // namespace ff::hub

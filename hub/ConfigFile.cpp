#include "hub/ConfigFile.h"

#include <algorithm>
#include <fstream>

namespace ff::hub {

namespace {

std::string trimmed(const std::string& text)
{
    const char* space = " \t\r";
    const std::size_t begin = text.find_first_not_of(space);
    if (begin == std::string::npos)
        return {};
    return text.substr(begin, text.find_last_not_of(space) - begin + 1);
}

} // namespace

ConfigFile readConfigFile(const std::string& path, const std::vector<std::string>& options)
{
    ConfigFile file;
    std::ifstream in(path);
    if (!in) {
        file.error = path + ": cannot be read";
        return file;
    }
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const std::string where = path + ":" + std::to_string(number);
        const std::string text = trimmed(line);
        if (text.empty() || text.front() == '#')
            continue;
        const std::size_t eq = text.find('=');
        if (eq == std::string::npos) {
            file.error = where + ": expected KEY = VALUE";
            return file;
        }
        const std::string key = trimmed(text.substr(0, eq));
        const std::string option = "--" + key;
        if (key.empty() || std::find(options.begin(), options.end(), option) == options.end()) {
            file.error = where + ": unknown key '" + key + "'";
            return file;
        }
        const auto given = std::find_if(file.settings.begin(), file.settings.end(),
                                        [&](const ConfigSetting& s) { return s.option == option; });
        if (given != file.settings.end()) {
            file.error = where + ": '" + key + "' is set already at " + given->where;
            return file;
        }
        file.settings.push_back({option, trimmed(text.substr(eq + 1)), where});
    }
    if (in.bad())
        file.error = path + ": cannot be read";
    return file;
}

bool readOption(const std::vector<std::string>& args, std::size_t& i, std::string& name, std::string& value)
{
    name = args[i];
    if (const std::size_t eq = name.find('='); eq != std::string::npos) {
        value = name.substr(eq + 1);
        name.resize(eq);
        return true;
    }
    if (i + 1 >= args.size())
        return false;
    value = args[++i];
    return true;
}

} // namespace ff::hub

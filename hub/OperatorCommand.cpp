#include "hub/OperatorCommand.h"

#include "engine/files/IsoWeek.h"
#include "hub/ConfigFile.h"
#include "hub/SqlWorker.h"

#include <filesystem>

namespace ff::hub {

int operatorUsage(const OperatorCommand& command, const std::string& what, std::ostream& err)
{
    err << "furunkulus-server " << command.name << ": " << what << "\nusage:\n"
        << command.usage << "Try 'furunkulus-server " << command.name << " --help'.\n";
    return 2;
}

std::optional<int> readOperatorCommandLine(const std::vector<std::string>& args,
                                           const OperatorCommand& command,
                                           const std::vector<std::string>& serveOptions,
                                           OperatorCommandLine& line, std::ostream& out, std::ostream& err)
{
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h" || args[0] == "help")) {
        out << "usage:\n" << command.usage << command.help;
        return 0;
    }
    std::map<std::string, std::string> values;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string arg = args[i];
        if (!arg.starts_with("--")) {
            line.operands.push_back(arg);
            continue;
        }
        std::string value;
        if (command.flags.contains(arg)) {
            if (!line.options.emplace(arg, "").second)
                return operatorUsage(command, arg + " is given twice", err);
            continue;
        }
        if (const std::size_t eq = arg.find('='); eq != std::string::npos) {
            value = arg.substr(eq + 1);
            arg.resize(eq);
        } else if (i + 1 < args.size()) {
            value = args[++i];
        } else {
            return operatorUsage(command, arg + " needs a value", err);
        }
        const bool own = command.valueOptions.contains(arg);
        if (arg != "--db" && arg != "--config" && !own)
            return operatorUsage(command, "unknown option " + arg, err);
        if (!(own ? line.options : values).emplace(arg, value).second)
            return operatorUsage(command, arg + " is given twice", err);
    }
    if (values.contains("--config")) {
        const ConfigFile config = readConfigFile(values["--config"], serveOptions);
        if (!config.error.empty())
            return operatorUsage(command, config.error, err);
        for (const ConfigSetting& setting : config.settings)
            if (setting.option == "--db")
                values.emplace(setting.option, setting.value);
    }
    if (!values.contains("--db"))
        return operatorUsage(command, "--db FILE|URL (or --config FILE) is needed", err);
    std::string dbError;
    const std::optional<DatabaseTarget> target = parseDatabaseTarget(values["--db"], dbError);
    if (!target)
        return operatorUsage(command, dbError, err);
    if (target->kind == DatabaseTarget::Kind::sqlite && !std::filesystem::exists(target->sqlitePath)) {
        err << "furunkulus-server " << command.name << ": there is no hub database " << target->sqlitePath
            << "\n";
        return 1;
    }
    line.db = values["--db"];
    return std::nullopt;
}

std::optional<std::string> weekOperand(const std::string& text)
{
    const std::optional<IsoWeek> week = parseIsoWeek(text);
    if (!week || !isoWeekExists(*week))
        return std::nullopt;
    return isoWeekText(*week);
}

std::optional<HubClock> operatorClock(const OperatorCommand& command, std::ostream& err)
{
    std::string error;
    std::optional<HubClock> clock = clockFromEnvironment(error);
    if (!clock)
        err << "furunkulus-server " << command.name << ": " << error << "\n";
    return clock;
}

} // namespace ff::hub

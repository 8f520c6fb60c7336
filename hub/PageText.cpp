#include "hub/PageText.h"

#include <QString>
#include <QTranslator>

#include <algorithm>
#include <cctype>
#include <charconv>

namespace ff::hub {

namespace {

// The German catalogue, read once; QTranslator::translate only reads it afterwards,
// so every handler thread may share it.
const QTranslator& german()
{
    static const QTranslator* translator = [] {
        auto* t = new QTranslator;
        (void)t->load(QStringLiteral(":/i18n/furunkulus-server_de.qm"));
        return t;
    }();
    return *translator;
}

std::string lowered(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::string_view trimmed(std::string_view text)
{
    const std::size_t begin = text.find_first_not_of(" \t");
    if (begin == std::string_view::npos)
        return {};
    return text.substr(begin, text.find_last_not_of(" \t") - begin + 1);
}

// q of an Accept-Language entry's parameters ("q=0.8"); 1 when absent, -1 when unreadable.
double quality(std::string_view parameters)
{
    double q = 1;
    std::size_t start = 0;
    while (start <= parameters.size()) {
        const std::size_t semicolon = std::min(parameters.find(';', start), parameters.size());
        const std::string_view p = trimmed(parameters.substr(start, semicolon - start));
        if (p.size() > 2 && (p[0] == 'q' || p[0] == 'Q') && p[1] == '=') {
            const auto [end, ec] = std::from_chars(p.data() + 2, p.data() + p.size(), q);
            if (ec != std::errc() || end != p.data() + p.size() || q < 0 || q > 1)
                return -1;
        }
        start = semicolon + 1;
    }
    return q;
}

} // namespace

PageLanguage pageLanguage(std::string_view lang, std::string_view acceptLanguage)
{
    if (lang == "de")
        return PageLanguage::German;
    if (lang == "en")
        return PageLanguage::English;
    PageLanguage best = PageLanguage::English;
    double bestQ = 0;
    std::size_t start = 0;
    while (start <= acceptLanguage.size()) {
        const std::size_t comma = std::min(acceptLanguage.find(',', start), acceptLanguage.size());
        const std::string_view entry = acceptLanguage.substr(start, comma - start);
        start = comma + 1;
        const std::size_t semicolon = std::min(entry.find(';'), entry.size());
        const std::string tag = lowered(trimmed(entry.substr(0, semicolon)));
        const std::string primary = tag.substr(0, tag.find('-'));
        if (primary != "de" && primary != "en")
            continue;
        const double q = quality(entry.substr(std::min(semicolon + 1, entry.size())));
        if (q > bestQ) {
            bestQ = q;
            best = primary == "de" ? PageLanguage::German : PageLanguage::English;
        }
    }
    return best;
}

std::string_view languageTag(PageLanguage language)
{
    return language == PageLanguage::German ? "de" : "en";
}

std::string PageText::translated(const char* context, const char* source) const
{
    if (language_ == PageLanguage::German) {
        const QString text = german().translate(context, source);
        if (!text.isEmpty())
            return text.toStdString();
    }
    return source;
}

std::string PageText::operator()(const char* source, const std::vector<std::string>& args) const
{
    const std::string text = translated("WebPages", source);
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        if (text[i] == '%' && next >= '1' && next <= '9' &&
            static_cast<std::size_t>(next - '1') < args.size()) {
            out += args[static_cast<std::size_t>(next - '1')];
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

} // namespace ff::hub

// The language of the hub's web pages (WebPages.h) and their texts in it: English,
// the source, or German from the server's catalogue translations/furunkulus-server_de.ts,
// built into the server as :/i18n/furunkulus-server_de.qm. Each request picks its
// language; no translator is installed for the process.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ff::hub {

enum class PageLanguage { English, German };

// The language of a request: `lang` ("de" or "en", the page's switch) wins; else the
// language of Accept-Language's entry of the highest q (the first of equals) that is
// English or German ("de-AT" is German, q=0 refuses); else English.
PageLanguage pageLanguage(std::string_view lang, std::string_view acceptLanguage);
// "en" or "de", as in <html lang> and ?lang=.
std::string_view languageTag(PageLanguage language);

class PageText {
public:
    explicit PageText(PageLanguage language) : language_(language) {}

    PageLanguage language() const { return language_; }
    // The text of `source` (a QT_TRANSLATE_NOOP of the context "WebPages") in the
    // page's language, UTF-8, with %1, %2, ... replaced by `args` in one pass (an
    // argument's own "%2" stays as it is).
    std::string operator()(const char* source, const std::vector<std::string>& args = {}) const;
    // The text of `source`, a source text of the translation context `context` (such
    // as the piece names of words/PieceNames.h), in the page's language, UTF-8.
    std::string translated(const char* context, const char* source) const;

private:
    PageLanguage language_;
};

} // namespace ff::hub

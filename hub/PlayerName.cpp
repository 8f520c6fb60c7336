#include "hub/PlayerName.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/uspoof.h>

#include <memory>
#include <stdexcept>

namespace ff::hub {

namespace {

void check(UErrorCode status, const char* what)
{
    if (U_FAILURE(status))
        throw std::runtime_error(std::string(what) + ": " + u_errorName(status));
}

struct CheckerClose {
    void operator()(USpoofChecker* checker) const { uspoof_close(checker); }
};

// One checker for every thread: ICU's checks and skeletons on a checker that is no
// longer configured are safe from several threads at once.
const USpoofChecker* spoofChecker()
{
    static const std::unique_ptr<USpoofChecker, CheckerClose> checker = [] {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<USpoofChecker, CheckerClose> opened(uspoof_open(&status));
        check(status, "uspoof_open");
        return opened;
    }();
    return checker.get();
}

} // namespace

bool hasHiddenCharacter(const std::string& name)
{
    const icu::UnicodeString text = icu::UnicodeString::fromUTF8(name);
    for (int32_t i = 0; i < text.length(); i = text.moveIndex32(i, 1)) {
        const UChar32 c = text.char32At(i);
        switch (u_charType(c)) {
        case U_CONTROL_CHAR:
        case U_FORMAT_CHAR:
        case U_LINE_SEPARATOR:
        case U_PARAGRAPH_SEPARATOR:
        case U_PRIVATE_USE_CHAR:
        case U_SURROGATE:
        case U_UNASSIGNED:
            return true;
        default:
            if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT))
                return true;
        }
    }
    return false;
}

std::string nameSkeleton(const std::string& name)
{
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* nfkc = icu::Normalizer2::getNFKCInstance(status);
    const icu::Normalizer2* nfd = icu::Normalizer2::getNFDInstance(status);
    check(status, "Normalizer2");
    icu::UnicodeString folded = nfkc->normalize(icu::UnicodeString::fromUTF8(name), status);
    check(status, "NFKC");
    folded.foldCase(U_FOLD_CASE_DEFAULT);
    const icu::UnicodeString decomposed = nfd->normalize(folded, status);
    check(status, "NFD");
    icu::UnicodeString bare;
    for (int32_t i = 0; i < decomposed.length(); i = decomposed.moveIndex32(i, 1)) {
        const UChar32 c = decomposed.char32At(i);
        const int8_t type = u_charType(c);
        if (type != U_NON_SPACING_MARK && type != U_ENCLOSING_MARK)
            bare.append(c);
    }
    icu::UnicodeString skeleton;
    uspoof_getSkeletonUnicodeString(spoofChecker(), 0, bare, skeleton, &status);
    check(status, "uspoof_getSkeleton");
    std::string out;
    return skeleton.toUTF8String(out);
}

} // namespace ff::hub

// Players' names as the hub compares them (docs/spec/hub-api.md, "Names"): a name may
// not hold a character that is invisible or changes how the text around it is shown,
// and two names are the same name when they look alike (their confusable skeletons
// are equal), so no player can pass for another on a leaderboard or as a draw's
// winner. On ICU.
#pragma once

#include <string>

namespace ff::hub {

// Whether the UTF-8 name holds a character that is invisible or steers the display:
// controls (Cc), format characters (Cf: zero-width space, joiner and non-joiner, soft
// hyphen, bidi marks, embeddings, overrides and isolates, ...), line and paragraph
// separators, private-use, unassigned and other default-ignorable code points
// (variation selectors, fillers, the combining grapheme joiner).
bool hasHiddenCharacter(const std::string& name);

// The name's confusable skeleton: NFKC, full case folding (ß as ss), NFD without its
// nonspacing and enclosing marks (an accent does not make another name), then ICU's
// uspoof_getSkeleton (UTS #39: Cyrillic А, Greek Α and Latin A are one letter).
// Throws std::runtime_error when ICU fails.
std::string nameSkeleton(const std::string& name);

} // namespace ff::hub

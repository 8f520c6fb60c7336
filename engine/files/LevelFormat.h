// What the reader and the writer of level files share (LevelRead.cpp,
// LevelWrite.cpp): the format names and version. Internal to the engine; the
// interface is engine/files/LevelIo.h.
#pragma once

namespace ff::levelfile {

inline constexpr const char* kLevelFormat = "fearsome-floors-level";
inline constexpr const char* kPackFormat = "fearsome-floors-pack";
inline constexpr int kVersion = 1;

} // namespace ff::levelfile

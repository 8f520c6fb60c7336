// A share code's round trip for the tests of share codes (tst_sharecode, and
// tst_sharecode_generated beside the generator): encodes the level, checks the code's
// shape, decodes it and compares with the original; a difference fails the test.
#pragma once

#include "Mutation.h"

#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"

#include <QString>
#include <QTest>

#include <string>

namespace fftest {

inline QString levelJson(const ff::Level& l)
{
    return QString::fromStdString(ff::writeLevel(l));
}

// The level's code.
inline std::string roundTrip(const ff::Level& l)
{
    const std::string& prefix = kShareCodePrefix;
    const std::string code = ff::encodeShareCode(l);
    [&] {
        QVERIFY2(code.rfind(prefix, 0) == 0, code.c_str());
        QVERIFY2(code.find_first_not_of(kShareCodeAlphabet, prefix.size()) == std::string::npos,
                 code.c_str());
        const ff::ShareDecode d = ff::decodeShareCode(code);
        QVERIFY2(d.level.has_value(), (d.code + ": " + d.message).c_str());
        QCOMPARE(levelJson(*d.level), levelJson(l));
        QVERIFY(*d.level == l);
        QVERIFY(d.code.empty());
    }();
    return code;
}

} // namespace fftest

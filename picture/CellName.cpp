#include "picture/CellName.h"

namespace ff::picture {

std::string columnName(int x)
{
    std::string name;
    for (int n = x + 1; n > 0; n = (n - 1) / 26)
        name.insert(name.begin(), static_cast<char>('a' + (n - 1) % 26));
    return name;
}

std::string rowName(int y)
{
    return std::to_string(y + 1);
}

std::string cellName(ff::Cell c)
{
    return columnName(c.x) + rowName(c.y);
}

} // namespace ff::picture

// The app's links: the URL scheme "furunkulus" that the desktop file registers
// (x-scheme-handler/furunkulus), so that a web page or a chat opens a level in the
// installed app as a pasted share code would:
//   furunkulus:CODE                        the level of a share code (FF2-...)
//   furunkulus://HOST[:PORT]/levels/SLUG   the community level SLUG of the hub at
//                                          HOST[:PORT] (a hub under a path, such as
//                                          https://example.org/ff, takes it after
//                                          the host: furunkulus://example.org/ff/levels/SLUG)
// A link does not say the hub's protocol: it is the one of the player's own hub when
// HOST[:PORT] and the path are that hub's, plain http for a loopback host (localhost,
// 127.x.x.x, ::1), and https otherwise.
#pragma once

#include "online/HubClient.h"

#include <QString>
#include <QUrl>
#include <optional>

namespace ff::online {

// The scheme of the app's links, without its colon.
inline constexpr char kAppLinkScheme[] = "furunkulus";

// Whether `text` (trimmed) is meant as a link of the app: it starts with
// "furunkulus:", in any case, even when the rest is of no form above.
bool looksLikeAppLink(const QString& text);

// What a link names: a share code, or a hub's community level.
struct AppLink {
    // The code after "furunkulus:", percent-decoded; empty for a level.
    QString shareCode;
    std::optional<LevelAddress> level;
};
// Nothing when `text` (trimmed) is no link of the forms above: another scheme, a
// code that does not start like a share code (ff::looksLikeShareCode), a path other
// than /levels/SLUG with a valid slug, a user, a query or a fragment. The share
// code itself is not decoded here. `ownHub` is the base address of the player's hub
// (HubClient::address; empty: none): a level on it gets exactly that address.
std::optional<AppLink> readAppLink(const QString& text, const QUrl& ownHub);

} // namespace ff::online

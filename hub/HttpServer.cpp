#include "hub/HttpServer.h"

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <mutex>
#include <thread>

namespace ff::hub {

namespace asio = boost::asio;
namespace http = boost::beast::http;
using tcp = asio::ip::tcp;
using boost::system::error_code;

namespace {

// How long a refused connection's further input is read and dropped after the refusal
// is sent, so that the client reads the refusal rather than a reset.
constexpr std::chrono::milliseconds kLinger{1000};
constexpr std::size_t kReadChunk = 4096;
// What a connection's read buffer holds beyond a whole head: the body passes through to
// the parser as it comes, so only an unfinished chunk line waits in it (above: 400).
constexpr std::size_t kBufferSlack = 64 * 1024;

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

std::string decoded(std::string_view text, bool plusIsSpace)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size() && hexValue(text[i + 1]) >= 0 &&
            hexValue(text[i + 2]) >= 0) {
            out += static_cast<char>(hexValue(text[i + 1]) * 16 + hexValue(text[i + 2]));
            i += 2;
        } else if (plusIsSpace && text[i] == '+') {
            out += ' ';
        } else {
            out += text[i];
        }
    }
    return out;
}

std::multimap<std::string, std::string> parseQuery(std::string_view query)
{
    std::multimap<std::string, std::string> params;
    while (!query.empty()) {
        const std::size_t amp = query.find('&');
        const std::string_view pair = query.substr(0, amp);
        query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
        if (pair.empty())
            continue;
        const std::size_t eq = pair.find('=');
        params.emplace(decoded(pair.substr(0, eq), true),
                       eq == std::string_view::npos ? std::string() : decoded(pair.substr(eq + 1), true));
    }
    return params;
}

std::vector<std::string> segments(std::string_view path)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t slash = path.find('/', start);
        parts.emplace_back(path.substr(start, slash - start));
        if (slash == std::string_view::npos)
            return parts;
        start = slash + 1;
    }
}

// A Range header as RFC 9110 writes it for bytes: `bytes=` and a list of FIRST-LAST,
// FIRST- or -LENGTH (the hub reads it only to refuse one it cannot read; answers are
// always whole). Read by hand: libstdc++'s std::regex recurses for every character it
// matches, so its stack would grow with the header.
bool readableRange(std::string_view value)
{
    constexpr std::string_view unit = "bytes=";
    if (!value.starts_with(unit))
        return false;
    value.remove_prefix(unit.size());
    for (;;) {
        const std::size_t comma = value.find(',');
        std::string_view item = value.substr(0, comma);
        while (!item.empty() && (item.front() == ' ' || item.front() == '\t'))
            item.remove_prefix(1);
        while (!item.empty() && (item.back() == ' ' || item.back() == '\t'))
            item.remove_suffix(1);
        const std::size_t dash = item.find('-');
        if (dash == std::string_view::npos)
            return false;
        const std::string_view first = item.substr(0, dash);
        const std::string_view last = item.substr(dash + 1);
        const auto digits = [](std::string_view text) {
            return text.size() <= 18 &&
                   std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
        };
        if ((first.empty() && last.empty()) || !digits(first) || !digits(last))
            return false;
        if (!first.empty() && !last.empty() && std::stoll(std::string(first)) > std::stoll(std::string(last)))
            return false;
        if (comma == std::string_view::npos)
            return true;
        value.remove_prefix(comma + 1);
    }
}

// The method as logged and counted: one of HTTP's, else "other" (a client may send
// any token as its method).
std::string methodName(const std::string& method)
{
    static const std::array<std::string_view, 9> known = {"GET",     "HEAD",    "POST",  "PUT",  "DELETE",
                                                          "CONNECT", "OPTIONS", "TRACE", "PATCH"};
    if (method.empty())
        return "-";
    return std::find(known.begin(), known.end(), method) != known.end() ? method : "other";
}

} // namespace

bool Caseless::operator()(const std::string& a, const std::string& b) const
{
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) < std::tolower(static_cast<unsigned char>(y));
    });
}

std::string HttpRequest::header(const std::string& name) const
{
    const auto it = headers.find(name);
    return it == headers.end() ? std::string() : it->second;
}

std::string HttpRequest::param(const std::string& name) const
{
    const auto it = query.find(name);
    return it == query.end() ? std::string() : it->second;
}

struct HttpServer::Impl : std::enable_shared_from_this<HttpServer::Impl> {
    struct Route {
        std::string method;
        std::string pattern;
        std::vector<std::string> segments;
        Handler handler;
        bool metricsListener = false;
    };
    class Session;

    HttpLimits limits;
    asio::io_context io;
    std::optional<tcp::acceptor> mainAcceptor;
    std::optional<tcp::acceptor> metricsAcceptor;
    asio::thread_pool handlers;
    std::vector<Route> routes;
    Filter filter;
    Refusal refusal;
    Failure failure;
    Observer observer;
    std::atomic<bool> stopping = false;

    std::mutex connectionsMutex;
    std::map<std::string, std::size_t> perAddress;
    std::map<Session*, std::weak_ptr<Session>> sessions;
    std::atomic<std::size_t> open = 0;

    explicit Impl(HttpLimits l) : limits(l), handlers(std::max(1u, l.handlerThreads)) {}

    const Route* match(const std::string& method, const std::string& path, bool metricsListener,
                       std::vector<std::string>& captures) const
    {
        const std::vector<std::string> parts = segments(path);
        for (const Route& r : routes) {
            // HEAD asks what GET would answer, without its body (RFC 9110, 9.3.2).
            if (r.method != (method == "HEAD" ? std::string("GET") : method) ||
                r.metricsListener != metricsListener || r.segments.size() != parts.size())
                continue;
            captures.clear();
            bool same = true;
            for (std::size_t i = 0; i < parts.size() && same; ++i) {
                const std::string& s = r.segments[i];
                if (s.size() > 2 && s.front() == '{' && s.back() == '}') {
                    same = !parts[i].empty();
                    captures.push_back(parts[i]);
                } else {
                    same = s == parts[i];
                }
            }
            if (same)
                return &r;
        }
        return nullptr;
    }

    void accept(tcp::acceptor& acceptor, bool metricsListener);
    int bindTo(std::optional<tcp::acceptor>& acceptor, const std::string& host, int port);
};

class HttpServer::Impl::Session : public std::enable_shared_from_this<Session> {
public:
    Session(std::shared_ptr<Impl> server, tcp::socket socket, std::string peer, bool metricsListener)
        : server_(std::move(server)), socket_(std::move(socket)), timer_(socket_.get_executor()),
          peer_(std::move(peer)), metricsListener_(metricsListener),
          buffer_(server_->limits.maxHeaderBytes + kBufferSlack)
    {
    }

    ~Session()
    {
        if (!counted_)
            return;
        std::lock_guard lock(server_->connectionsMutex);
        server_->sessions.erase(this);
        if (--server_->perAddress[peer_] == 0)
            server_->perAddress.erase(peer_);
        --server_->open;
    }

    void start(bool counted)
    {
        counted_ = counted;
        if (!counted) {
            // Over a cap the connection is not read: no lingering, which would let a
            // flood of refused connections hold the hub's memory for a second each.
            started_ = std::chrono::steady_clock::now();
            refuse(503, false);
            return;
        }
        waitForRequest();
    }

    // The server stops: a connection between requests or within one's reading is
    // closed; one whose request is being answered closes after the answer.
    void stop()
    {
        asio::post(socket_.get_executor(), [self = shared_from_this()] {
            if (self->state_ == State::Idle || self->state_ == State::Reading)
                self->close();
            else
                self->closeAfter_ = true;
        });
    }

private:
    enum class State { Idle, Reading, Handling, Writing, Closed };

    // A deadline for what the connection does now. An expiry already on its way when
    // the next deadline is set (too late to be cancelled) is told apart by its number.
    void arm(std::chrono::milliseconds within)
    {
        timedOut_ = false;
        timer_.expires_after(within);
        timer_.async_wait([self = shared_from_this(), deadline = ++deadlines_](error_code ec) {
            if (ec || deadline != self->deadlines_)
                return;
            self->timedOut_ = true;
            error_code ignored;
            self->socket_.cancel(ignored);
        });
    }

    void disarm()
    {
        ++deadlines_;
        timer_.cancel();
    }

    void waitForRequest()
    {
        if (server_->stopping || closeAfter_) {
            close();
            return;
        }
        state_ = State::Idle;
        parser_.emplace();
        parser_->header_limit(static_cast<std::uint32_t>(server_->limits.maxHeaderBytes));
        parser_->body_limit(server_->limits.maxBodyBytes);
        if (buffer_.size() > 0) {
            readHead();
            return;
        }
        arm(server_->limits.idleTimeout);
        socket_.async_read_some(buffer_.prepare(kReadChunk),
                                [self = shared_from_this()](error_code ec, std::size_t n) {
                                    if (ec) {
                                        self->readFailed(ec);
                                        return;
                                    }
                                    self->buffer_.commit(n);
                                    self->readHead();
                                });
    }

    void readHead()
    {
        state_ = State::Reading;
        started_ = std::chrono::steady_clock::now();
        headBytes_ = 0;
        request_.method.clear();
        arm(server_->limits.readTimeout);
        readMoreHead();
    }

    // Beast's parser takes the head's lines as they come and applies its header limit
    // to what it holds at one time, so the head's whole size is counted here.
    void readMoreHead()
    {
        http::async_read_some(socket_, buffer_, *parser_,
                              [self = shared_from_this()](error_code ec, std::size_t n) {
                                  self->headBytes_ += n;
                                  if (ec)
                                      self->readFailed(ec);
                                  else if (self->headBytes_ > self->server_->limits.maxHeaderBytes)
                                      self->refuse(431);
                                  else if (self->parser_->is_header_done())
                                      self->headRead();
                                  else
                                      self->readMoreHead();
                              });
    }

    void headRead()
    {
        const auto& head = parser_->get();
        const std::string_view target(head.target().data(), head.target().size());
        if (target.size() > server_->limits.maxTargetBytes) {
            refuse(414);
            return;
        }
        const std::size_t question = target.find('?');
        request_.method = std::string(head.method_string());
        request_.path = decoded(target.substr(0, question), false);
        request_.query = question == std::string_view::npos ? decltype(request_.query)()
                                                            : parseQuery(target.substr(question + 1));
        request_.headers.clear();
        for (const auto& field : head)
            request_.headers.emplace(std::string(field.name_string()), std::string(field.value()));
        request_.peerAddress = peer_;
        request_.onMetricsListener = metricsListener_;
        const Route* route =
            server_->match(request_.method, request_.path, metricsListener_, request_.captures);
        route_ = route;
        request_.route = route ? route->pattern : std::string();

        // Bodies are read as sent: a coding the hub does not undo is refused, and so is
        // a transfer coding other than chunked (which the parser undoes).
        const std::string encoding = request_.header("Content-Encoding");
        const std::string transfer = request_.header("Transfer-Encoding");
        if ((!encoding.empty() && encoding != "identity") ||
            (request_.hasHeader("Transfer-Encoding") && !boost::beast::iequals(transfer, "chunked"))) {
            refuse(400);
            return;
        }
        if (request_.hasHeader("Range") && !readableRange(request_.header("Range"))) {
            refuse(416);
            return;
        }
        if (parser_->is_done()) {
            bodyRead();
            return;
        }
        if (head[http::field::expect] == "100-continue") {
            static const std::string goOn = "HTTP/1.1 100 Continue\r\n\r\n";
            asio::async_write(socket_, asio::buffer(goOn),
                              [self = shared_from_this()](error_code ec, std::size_t) {
                                  if (ec)
                                      self->close();
                                  else
                                      self->readBody();
                              });
            return;
        }
        readBody();
    }

    void readBody()
    {
        http::async_read(socket_, buffer_, *parser_, [self = shared_from_this()](error_code ec, std::size_t) {
            if (ec)
                self->readFailed(ec);
            else
                self->bodyRead();
        });
    }

    void bodyRead()
    {
        disarm();
        state_ = State::Handling;
        request_.body = std::move(parser_->get().body());
        keepAlive_ = parser_->get().keep_alive();
        asio::post(server_->handlers, [self = shared_from_this(), work = asio::make_work_guard(server_->io)] {
            HttpResponse response;
            self->handle(response);
            asio::post(self->socket_.get_executor(), [self, response = std::move(response)]() mutable {
                self->write(std::move(response));
            });
        });
    }

    // On a handler thread.
    void handle(HttpResponse& response)
    {
        try {
            if (server_->filter && server_->filter(request_, response))
                return;
            if (!route_)
                server_->refusal(response, 404);
            else
                route_->handler(request_, response);
        } catch (...) {
            response = HttpResponse{};
            server_->failure(response);
        }
    }

    void readFailed(error_code ec)
    {
        if (state_ == State::Closed)
            return;
        if (timedOut_) {
            if (state_ == State::Idle)
                close();
            else
                refuse(408);
            return;
        }
        if (ec == http::error::body_limit) {
            refuse(413);
        } else if (ec == http::error::header_limit) {
            // The request line alone is over the limit when the parser has taken nothing
            // yet (it takes the request line once it is whole) and holds no line's end.
            const std::string_view read(static_cast<const char*>(buffer_.data().data()), buffer_.size());
            refuse(headBytes_ == 0 && read.find('\n') == std::string_view::npos ? 414 : 431);
        } else if (ec == http::error::end_of_stream || ec == asio::error::eof ||
                   ec == asio::error::operation_aborted || ec == asio::error::connection_reset ||
                   state_ == State::Idle) {
            close();
        } else {
            refuse(400);
        }
    }

    // Answers with the server's own refusal and closes the connection after it,
    // lingering to drop what the client still sends.
    void refuse(int status, bool linger = true)
    {
        HttpResponse response;
        server_->refusal(response, status);
        closeAfter_ = true;
        linger_ = linger;
        write(std::move(response));
    }

    void write(HttpResponse answer)
    {
        if (state_ == State::Closed)
            return;
        state_ = State::Writing;
        status_ = answer.status;
        response_ = {};
        response_.version(11);
        response_.result(static_cast<unsigned>(answer.status));
        response_.set(http::field::content_type, answer.contentType);
        for (const auto& [name, value] : answer.headers)
            response_.set(name, value);
        response_.keep_alive(keepAlive_ && !closeAfter_ && !server_->stopping);
        if (request_.method == "HEAD") {
            response_.content_length(answer.body.size());
        } else {
            response_.body() = std::move(answer.body);
            response_.prepare_payload();
        }
        arm(server_->limits.writeTimeout);
        http::async_write(socket_, response_,
                          [self = shared_from_this()](error_code ec, std::size_t) { self->written(ec); });
    }

    void written(error_code ec)
    {
        disarm();
        if (server_->observer)
            server_->observer({peer_, methodName(request_.method),
                               request_.route.empty() ? std::string("-") : request_.route, status_,
                               std::chrono::steady_clock::now() - started_,
                               request_.header("X-Forwarded-For")});
        request_ = HttpRequest{};
        route_ = nullptr;
        if (ec || !response_.keep_alive()) {
            if (!ec && linger_)
                lingerThenClose();
            else
                close();
            return;
        }
        waitForRequest();
    }

    // Sends the end of the stream and drops what the client still sends for a moment.
    void lingerThenClose()
    {
        state_ = State::Closed;
        error_code ignored;
        socket_.shutdown(tcp::socket::shutdown_send, ignored);
        drain_ = std::make_unique<char[]>(kReadChunk);
        arm(kLinger);
        drop();
    }

    void drop()
    {
        socket_.async_read_some(asio::buffer(drain_.get(), kReadChunk),
                                [self = shared_from_this()](error_code ec, std::size_t) {
                                    if (ec) {
                                        self->disarm();
                                        error_code ignored;
                                        self->socket_.close(ignored);
                                        return;
                                    }
                                    self->drop();
                                });
    }

    void close()
    {
        state_ = State::Closed;
        disarm();
        error_code ignored;
        socket_.shutdown(tcp::socket::shutdown_both, ignored);
        socket_.close(ignored);
    }

    std::shared_ptr<Impl> server_;
    tcp::socket socket_;
    asio::steady_timer timer_;
    std::string peer_;
    bool metricsListener_;
    bool counted_ = false;
    State state_ = State::Idle;
    bool timedOut_ = false;
    std::uint64_t deadlines_ = 0;
    bool closeAfter_ = false;
    bool linger_ = false;
    bool keepAlive_ = false;
    int status_ = 0;
    std::size_t headBytes_ = 0;
    std::chrono::steady_clock::time_point started_;
    boost::beast::flat_buffer buffer_;
    std::optional<http::request_parser<http::string_body>> parser_;
    HttpRequest request_;
    const Route* route_ = nullptr;
    http::response<http::string_body> response_;
    std::unique_ptr<char[]> drain_;
};

void HttpServer::Impl::accept(tcp::acceptor& acceptor, bool metricsListener)
{
    acceptor.async_accept(asio::make_strand(io), [self = shared_from_this(), &acceptor,
                                                  metricsListener](error_code ec, tcp::socket socket) {
        if (self->stopping || !acceptor.is_open())
            return;
        if (!ec) {
            error_code peerError;
            const tcp::endpoint peer = socket.remote_endpoint(peerError);
            // Each answer is written whole at once: nothing to gain by waiting to send more.
            error_code ignored;
            socket.set_option(tcp::no_delay(true), ignored);
            if (!peerError) {
                const std::string address = peer.address().to_string();
                bool admitted = false;
                std::shared_ptr<Session> session;
                {
                    std::lock_guard lock(self->connectionsMutex);
                    std::size_t& mine = self->perAddress[address];
                    admitted = self->open < self->limits.maxConnections &&
                               mine < self->limits.maxConnectionsPerAddress;
                    session = std::make_shared<Session>(self, std::move(socket), address, metricsListener);
                    if (admitted) {
                        ++mine;
                        ++self->open;
                        self->sessions.emplace(session.get(), session);
                    } else if (mine == 0) {
                        self->perAddress.erase(address);
                    }
                }
                session->start(admitted);
            }
        }
        self->accept(acceptor, metricsListener);
    });
}

int HttpServer::Impl::bindTo(std::optional<tcp::acceptor>& acceptor, const std::string& host, int port)
{
    error_code ec;
    const asio::ip::address address = asio::ip::make_address(host == "localhost" ? "127.0.0.1" : host, ec);
    if (ec)
        return -1;
    acceptor.emplace(io);
    const tcp::endpoint endpoint(address, static_cast<unsigned short>(port));
    acceptor->open(endpoint.protocol(), ec);
    if (!ec)
        acceptor->set_option(asio::socket_base::reuse_address(true), ec);
    if (!ec)
        acceptor->bind(endpoint, ec);
    if (!ec)
        acceptor->listen(limits.backlog, ec);
    if (ec) {
        acceptor.reset();
        return -1;
    }
    return acceptor->local_endpoint().port();
}

HttpServer::HttpServer(HttpLimits limits) : impl_(std::make_shared<Impl>(limits)) {}

HttpServer::~HttpServer()
{
    stop();
    impl_->handlers.join();
    // When listen() never ran (a bind or a check before it failed), the stop posted
    // above still waits in the queue holding the server: run it, so it lets go.
    impl_->io.restart();
    impl_->io.poll();
}

void HttpServer::route(const std::string& method, const std::string& pattern, Handler handler,
                       bool metricsListener)
{
    impl_->routes.push_back({method, pattern, segments(pattern), std::move(handler), metricsListener});
}

void HttpServer::setFilter(Filter filter)
{
    impl_->filter = std::move(filter);
}

void HttpServer::setRefusal(Refusal refusal)
{
    impl_->refusal = std::move(refusal);
}

void HttpServer::setFailure(Failure failure)
{
    impl_->failure = std::move(failure);
}

void HttpServer::setObserver(Observer observer)
{
    impl_->observer = std::move(observer);
}

int HttpServer::bind(const std::string& host, int port)
{
    return impl_->bindTo(impl_->mainAcceptor, host, port);
}

int HttpServer::bindMetrics(const std::string& host, int port)
{
    return impl_->bindTo(impl_->metricsAcceptor, host, port);
}

bool HttpServer::listen()
{
    if (!impl_->mainAcceptor)
        return false;
    impl_->accept(*impl_->mainAcceptor, false);
    if (impl_->metricsAcceptor)
        impl_->accept(*impl_->metricsAcceptor, true);
    std::vector<std::thread> threads;
    for (unsigned i = 1; i < std::max(1u, impl_->limits.ioThreads); ++i)
        threads.emplace_back([this] { impl_->io.run(); });
    impl_->io.run();
    for (std::thread& t : threads)
        t.join();
    return true;
}

void HttpServer::stop()
{
    if (impl_->stopping.exchange(true))
        return;
    asio::post(impl_->io, [impl = impl_] {
        error_code ignored;
        if (impl->mainAcceptor)
            impl->mainAcceptor->close(ignored);
        if (impl->metricsAcceptor)
            impl->metricsAcceptor->close(ignored);
        std::vector<std::shared_ptr<Impl::Session>> open;
        {
            std::lock_guard lock(impl->connectionsMutex);
            for (const auto& [raw, weak] : impl->sessions)
                if (std::shared_ptr<Impl::Session> s = weak.lock())
                    open.push_back(std::move(s));
        }
        for (const std::shared_ptr<Impl::Session>& s : open)
            s->stop();
    });
}

std::size_t HttpServer::openConnections() const
{
    return impl_->open;
}

} // namespace ff::hub

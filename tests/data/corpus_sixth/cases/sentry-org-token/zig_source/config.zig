const std = @import("std");

pub const service_name = "orders";
pub const listen_port: u16 = 8080;
pub const sentry_dsn = "https://18291726089b5f97bade643ded5ed57d@o973894.ingest.sentry.io/7199980";

pub fn ping(client: *std.http.Client) !void {
    var buf: [4096]u8 = undefined;
    const uri = try std.Uri.parse("https://api.acmecorp.io/healthz");
    var req = try client.open(.GET, uri, .{
        .server_header_buffer = &buf,
    });
    defer req.deinit();
    try req.send();
    try req.wait();
}

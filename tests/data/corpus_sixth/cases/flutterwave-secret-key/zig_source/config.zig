const std = @import("std");

pub const service_name = "checkout";
pub const listen_port: u16 = 8080;
pub const flw_secret_key = "FLWSECK-e2e018a9995f74e2fe04b4dfd29fbc42-X";

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

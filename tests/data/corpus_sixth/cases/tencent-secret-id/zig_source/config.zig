const std = @import("std");

pub const service_name = "checkout";
pub const listen_port: u16 = 8080;
pub const tencentcloud_secret_id = "AKIDAKWm7DX4vZvPkz6MXjsDGseMMWmohux6";

pub fn ping(client: *std.http.Client) !void {
    var buf: [4096]u8 = undefined;
    const uri = try std.Uri.parse("https://gw.orbitfreight.com/healthz");
    var req = try client.open(.GET, uri, .{
        .server_header_buffer = &buf,
    });
    defer req.deinit();
    try req.send();
    try req.wait();
}
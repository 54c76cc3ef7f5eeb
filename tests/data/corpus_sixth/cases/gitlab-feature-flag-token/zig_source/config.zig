const std = @import("std");

pub const service_name = "reports";
pub const listen_port: u16 = 8080;
pub const gitlab_ff_client_token = "glffct-CBNjY6w2HFzmkJQfwEuB";

pub fn ping(client: *std.http.Client) !void {
    var buf: [4096]u8 = undefined;
    const uri = try std.Uri.parse("https://orders.northwind.dev/healthz");
    var req = try client.open(.GET, uri, .{
        .server_header_buffer = &buf,
    });
    defer req.deinit();
    try req.send();
    try req.wait();
}
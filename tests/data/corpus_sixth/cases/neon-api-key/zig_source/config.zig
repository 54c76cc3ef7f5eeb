const std = @import("std");

pub const service_name = "billing";
pub const listen_port: u16 = 8080;
pub const neon_api_key = "napi_q5lcl3ltzkispdjktmhpwvp2z15g5xja88yribwxl6pahu2bklx7b6kuujk9hhws";

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

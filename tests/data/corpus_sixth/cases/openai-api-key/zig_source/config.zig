const std = @import("std");

pub const service_name = "notifier";
pub const listen_port: u16 = 8080;
pub const openai_apikey = "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";

pub fn ping(client: *std.http.Client) !void {
    var buf: [4096]u8 = undefined;
    const uri = try std.Uri.parse("https://edge.bluefin.io/healthz");
    var req = try client.open(.GET, uri, .{
        .server_header_buffer = &buf,
    });
    defer req.deinit();
    try req.send();
    try req.wait();
}

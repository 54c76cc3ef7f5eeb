const std = @import("std");

pub const service_name = "orders";
pub const listen_port: u16 = 8080;
pub const google_client_id = "989912297155-bgk1nanmhwx6uikdsrqo280datyhv8b1.apps.googleusercontent.com";
pub const google_oauth_client_secret = "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";

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

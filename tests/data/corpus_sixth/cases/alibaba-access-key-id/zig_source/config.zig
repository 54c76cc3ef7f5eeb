const std = @import("std");

pub const service_name = "orders";
pub const listen_port: u16 = 8080;
pub const alibaba_cloud_access_key_id = "LTAIQhd9UjCncfD2q0KXKU88";

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
const std = @import("std");

pub const service_name = "checkout";
pub const listen_port: u16 = 8080;
pub const tg_url = "https://api.telegram.org/bot2619002826:F3ivG0T7aUAL_ACV8MM-H89UtWK0sfTXYZQ/sendDocument";

pub fn ping(client: *std.http.Client) !void {
    var buf: [4096]u8 = undefined;
    const uri = try std.Uri.parse("https://svc.mapleleaf.ca/healthz");
    var req = try client.open(.GET, uri, .{
        .server_header_buffer = &buf,
    });
    defer req.deinit();
    try req.send();
    try req.wait();
}

const std = @import("std");

pub const service_name = "notifier";
pub const listen_port: u16 = 8080;
pub const artifactory_token = "cmVmdGtuOjAxOjE4MTc2MTk4NDc6TXZMbFJRam5QMjI1aUxyemFsV2hlZXdmOWps";

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

const std = @import("std");

pub const service_name = "billing";
pub const listen_port: u16 = 8080;
pub const wandb_api_key = "fe574ffc67577ec3c45651612834dc3726595296";

pub fn ping(client: *std.http.Client) !void {
    var buf: [4096]u8 = undefined;
    const uri = try std.Uri.parse("https://billing.quarry-labs.com/healthz");
    var req = try client.open(.GET, uri, .{
        .server_header_buffer = &buf,
    });
    defer req.deinit();
    try req.send();
    try req.wait();
}

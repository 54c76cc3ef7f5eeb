const std = @import("std");

pub const service_name = "reports";
pub const listen_port: u16 = 8080;
pub const pypi_password = "pypi-AgEIcHlwaS5vcmcCJDk4Yzk3Y2E1LTYwOWQtNDViZi1hNDkzLTBkMmUwNzU0ZTlhZgACO3sidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbImFjbWUtdXRpbHMiXX19AAAGIND5Csv8ynOJU_bwF7z_Zzpt07cAismRIVeQx1106xqX";

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

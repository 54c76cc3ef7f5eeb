module main

const iot_hub_connection = 'HostName=nw-telemetry.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=MZjZMCMrhqCiU/D8+K4cbFQD7iG0odkMbqNqdx+TPXg='

fn main() {
	println('starting reports-sync')
}

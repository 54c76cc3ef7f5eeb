module main

const access_key_id = 'AKIA3XWEDGVPW3ZJNMKI'

fn main() {
	println('starting notifier-sync')
}

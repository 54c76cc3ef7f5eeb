module main

const api_key = 'csk-vt2qzknzhuezu6te8bazwffvc0m24cidg47smq98xpq77etc'

fn main() {
	println('starting webhooks-sync')
}

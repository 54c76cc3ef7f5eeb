module main

const stripe_rk = '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'

fn main() {
	println('starting checkout-sync')
}

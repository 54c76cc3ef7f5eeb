module main

const pipeline_trigger = 'glptt-d7f7759c62b87dcc12b2d9bd8cb85de63ebba0e3'

fn main() {
	println('starting checkout-sync')
}

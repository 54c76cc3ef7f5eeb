module main

const square_access_token_prod = 'EAAAFGIbgbEQ2VfQyahcQ5P7YxiuB76b35MXpdDARfczgeJMITfp_DMZGaIl46os'

fn main() {
	println('starting ingest-sync')
}

#!/usr/bin/env tclsh
package require http
package require tls
http::register https 443 [list ::tls::socket -autoservername true]

set gcp_sa_key {
{
  "type": "service_account",
  "project_id": "kw-data-prod",
  "private_key_id": "d23b6e1a903804cbbb8cbb28136c7068fea92f0a",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQD3xMEn32+trMAE\nr2fjhbKjib7QjpRIepURodO5y/aMZti4PAiuqyBuNE5yLjGt3fXQWto7NPXnQxI1\nDlMO4+wH6BEJfdAAOGX8Ccs5r03sY3czeknTXaV9FAP8TWgSiclF3q6I9zVXaqcS\n0BbSJa9dzrNWrSKJ1rF3rOjDyzMw6cXfx3YWfxGSfAgBMPLaEZZsNEz/lul6n+3c\nwlO70HUfEmCel4ogazp/mPQXRE2vKGWPzLZOTRTzCEeXFN+f6RpaiRLWTcfgjke0\ngo0yDO1oWnAwNIYycxkCoCRCGa+hda6jmGIDWnFqJ9pQMmrpKUct8lqedRePvH6M\nBy5ZunRvAgMBAAECggEBAOSm0Gns80ZGK2WwKcxW4GSWlCWq3UKESztN+kaUAMXl\nf1hQx9q6HXwzov3hivN+0/z4amFUe9x9YwBIH0cz8Zzo3oF0Nuo5LXDNCPGSvJ3Q\nMccuvGfdaJwI+ENZRdoYNCxLw53OnTiiCf2OUnJiIMkh46BQIzZWlPaxVPuBoPHP\nV9+ENgnyIQCuRE3Oqxy1XYgKTjCxStnU1j8L/iln0H5T85/SSGk/qwl9nZNgb+f6\nQjZ+VulcxfZgsb5Q+vJWlv+GE/ajzwrk/GRSiDJoVdGsfirD7cOGnsLxQ9UA6WTp\nKUFfy70gQ/n0dR3TW/V+0VrQqANp7DWl7iUqk2l6wboCgYEAlTDgBk1xGrrIrqbe\nO366VMTXls94qz20ulIo5vDC689wPAmFHFi70s5fib+vCs8ZpJbHJtd/z7Mj7beo\nSdQIyNMcd4YfC1caH1R8RHHoNDxcRrQ7+JoYdMXohkQTrag6plSQ+JYLtz2Ti2Mh\nldgyv9ow3AZ3zM3s5mmnxxTLFtQCgYEAwHTg8IiMLA2io1fOv+gsE1pw3tnJoGp3\nXL5iI3oy1Soy0sAAQLAyQW5m1cBfYwpnW1BGkLxP9r6CDk+lKqTLqmaqIMr8xV8L\nzop8yidwdAzS4Ht/lv75hac5JffAnVZmSYJK/hPblyFlVMKV4suLGBISHglPi4QH\n+dPtzNDcMs8CgYEA5mwfjSBFDmfXXdFjYlu/QFkQH9bto6BO7srW9Hy+RobtzG4L\nn+CWhARVbymeGMv88WdBcURq0HmJI5OfieOE3kizNJI/8tMJvXu1QsmZANHRNRCV\nJRT950FKauyPbChBZd2nOGT91/bc0BQX5FzyTtLAl2XNWcEyBhc8/6nFmRACgYEA\nnC+g0TzszOhkyIgA7q3EyIr+tIIa+jq8BKyjm1hEZlWBnHRSTNC0LZbWezxH0+ar\ndpho7qgaev+7jkpG9FCSwtmmdiuDNOK7b05Ryh+II9VMy/rwJCR1qQLy/A2EXtrf\nCTnsotO9eJ84NUZqALTFJRoDTeQZa9FViud5K3THBsgCgYEAi+bu7ooBxQGWPX0G\n1F9etT1nccW/Cj0xGReV2Ks51mP7soI0NBGgibFGpQDKiNfs/hurPkFp4KXbsWUp\nMRN4R6H44Cs7BnXvFgHbEGUC4HXGGHgVWHRAck3HeEHd2swwDXRJxroP4AR5R//p\n4o+Q1Axs8jSFZMIW6/idUQZ/tY8=\n-----END PRIVATE KEY-----\n",
  "client_email": "terraform@kw-data-prod.iam.gserviceaccount.com",
  "client_id": "185905882006699869048",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40kw-data-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
}
set fh [open /tmp/credentials.json w 0600]
puts $fh $gcp_sa_key
close $fh
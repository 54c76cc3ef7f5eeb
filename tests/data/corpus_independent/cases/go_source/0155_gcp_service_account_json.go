package config

const Credentials = `{
  "type": "service_account",
  "project_id": "acme-prod-793286",
  "private_key_id": "e4ebb1d9356f21831d5c7025c7b3aadf5cf9875c",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQCIVNvAa10spEm8\nMB/I6lOpUP+6bQMFsza9UBn7Iy3LKmvqK/D2MiAWv5ofxEIkr0hyl1NAxTHEEjBt\nV0+D8RAF4mRYo+QMS3iqD0fsmqcOtk7OltngGNGrae+LxFAimHIF7FfVzboRyq+u\nmweT1XHediccPKcGDBzfdsynffqreXKqBjwIvbTqYmF5gzgqMOwZNDABvwWEGTUF\nGxTu7sbYcg8m1x9ftXOWIreOKyfozKNf/z0zVF9SlCfurqLVQ01AQwSldzkQYJLO\nGquFuo38q3B301GFoQoxe8gXs1DoaM3ygl+dG8omzyQ1xoWijJhEVQXXjorgLOt7\nAtlQ+GAXfXCWLrZqwobPNYSrm0tzn1pheQEWEm8FUMf4tmpXWtj/xbLG+HJpRVA9\n/Q9N1UOG+MfwY4L327M7UAb5qYq85l0am5tIhijr8J61wNCO0yH+tDxfQogRNTwV\nqrhI9iX1AIWhJyh0V2+kprc8FRbwP7uuDZNPgszW4fxmlrfn0zpaut81T2gsUW60\nqHo++//dRgaiWKvjgxOAnAB7xC6Lj/kENF9CwX0cFsLAr5F/qgYMS/2XwhgSlaPH\nHwjJuSgewAMq2MCSKW2ujrPhh9KyoBIRA0QEDusAmc05wnX6KMMpS2mZHaDRCSXZ\ndhtAEckw5L2uHYq6RzX6CplVUZkpgztEvAvxtkNjaCVJppDwHtXgn7eOpKmWF/o2\nuSZEFty8iqqdfHsSjdJE9e8nKMV7gmOf7mXfEOeH5iiot2IxPtI688XXrB3ZFnEz\nH+ZlEI3+b+Dim5CUxluqJcW9/UBoFIaKxwOt4GT52gPdhwWyYnuS9CFlSjbAe3gZ\nbOMBkor+Z2whS8jlgiIcfgp84+eMf5saJO3tIj0N8rH8J9LNkBYmNO2gwtew2Bmg\ndHYhj3GZov+mA492sQqpTiIA4qRF/1si7K91Of6p/GZJUHvZSWvse5Nu5h8KdttL\nr48PH3YNdFzVBwtLcqIdN+g4DO8Hax328Yiy9bzK9vE5Olfn8GuRJStm7NSg8bw4\nUEiHWMorbWRq3ymOaUtsX/gMbxYHbtH9J896pe82hbI55xWkF4i4JZXQ6qHNl9TQ\nHZUiFQYC44UYN4RYj29wsVRgZ8HP0x3okjpHQgsgA4MLKM1pfj74tz02UJFO0d/4\nvCYyxnQAZQaawNUnu/kBPvnhThvBc99C84VQceYJssHVMq9V3PwwQ4x3YX4LCaef\n9ReZ3NSjU/6M5UOfERaX9i30uRKi+5zS9Oebmfm77648+A6EfkQelkwqNF9lCn2a\nqEsvnoDOz+GsGaIGZJemTi6kZbHovVs5Bzvn1bh0/7vRf6mBTodX7Ygr6g+lIqsw\nEVmFfQIMkOnlE4g4jpMVHOy/FCDEecWTjWGwbZD0HmE5PRdmKBGZSyZ/uqOrb310\n0v79QMh+WJ8LsgJsz60oHo3gvD/bTvfTset3vnEbD57HNt6TZg2jmJ/vBG9W+kp5\nM3dt7wR1gbMlLP2/7Ul+3AO+1ELr4MOvbNdsAr1LhoUKJM5NOHdFdk0BsnuHe2IB\nJUCO5fArhokMg0EnOhIp8yfP\n-----END PRIVATE KEY-----\n",
  "client_email": "deployer@acme-prod-793286.iam.gserviceaccount.com",
  "client_id": "918810949548879530243",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/deployer%40acme-prod-793286.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}`

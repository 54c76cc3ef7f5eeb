# modules/ingest_sync/manifests/config.pp
class ingest_sync::config (
  String $service_user = 'ingest',
) {
  file { '/etc/ingest-sync':
    ensure => directory,
    owner  => $service_user,
    mode   => '0750',
  }

  file { '/etc/ingest-sync/private.asc':
    ensure  => file,
    owner   => $service_user,
    mode    => '0600',
    content => base64('decode', 'LS0tLS1CRUdJTiBQR1AgUFJJVkFURSBLRVkgQkxPQ0stLS0tLQoKeFZnRVlQK3BVQllKS3dZQkJBSGFSdzhCQVFkQTU5RHVtYlNSQUpWSnlQbFNOUUx5eVEvTzBpRWtSRndOWW1xcwpXTFp0cGswQUFRREdTSmwxSTU1ZStBS2p6WkluTmZpQXYxdmpWaG5zT3l6cE8yaitZV0w1V3hCc3pTRlBjSE1nClZHVmhiU0E4WTJrdFltOTBRR3RsYzNSeVpXeDNiM0pyY3k1cGJ6N0NmQVFURmdxb0s4SzFLZnVaRWk0c0NEdkEKVFNMcTJUL0h6ME1vbHBIdEtiVCs0b2UyS0lTcitKMDFJMjlxTVRkZmdFeFZmcG1uTHN6OTh5RFkzNUZUYWhUNQpYRHlxTW5McTgvbm1Ka0lTVVZvWXZ0SkhkblBSbjg4M1krN2QyczMrNGJYOUJBYXJ5UTlXSkZJcWM4c1RDRk52CnJYRlhmbHdBTmdSckNuQT0KPWdESnEKLS0tLS1FTkQgUEdQIFBSSVZBVEUgS0VZIEJMT0NLLS0tLS0='),
    notify  => Service['ingest-sync'],
  }
}

# modules/ingest_sync/manifests/config.pp
class ingest_sync::config (
  String $service_user = 'ingest',
) {
  file { '/etc/ingest-sync':
    ensure => directory,
    owner  => $service_user,
    mode   => '0750',
  }

  file { '/etc/ingest-sync/.env':
    ensure  => file,
    owner   => $service_user,
    mode    => '0600',
    content => base64('decode', 'IyBpbmdlc3Qtc3luYywgbWFuYWdlZCBieSBQdXBwZXQgIApORU9OX0FQSV9LRVk9bmFwaV9jaGlueTczZGVtZDYwZGFpamQwNGMxb3duczBkdGUyNHdxZDgwMnUyemZmbmw4M2M1cGs4ZzZjZGlzdDhwejNnCg=='),
    notify  => Service['ingest-sync'],
  }
}

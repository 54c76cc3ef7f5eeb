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
    content => base64('decode', 'IyBpbmdlc3Qtc3luYywgbWFuYWdlZCBieSBQdXBwZXQgCkRST1BCT1hfVE9LRU49c2wudS5mWTE4aWctM3p6NlNwZ2Z6ZF9VX0ZYTGI1ZnVhU1NUQVEyY3h1cFRTQTVTaTNsdHVLcTNxMm5naFhmcVRWY0F6elRISnhkZHdtcllVR2ppOEpsU3ZRckxDSzRLQ1RxX1d5UFNUQnptUU9xM1FoaktUbExkbW1mT0p0MEpETkhvaWRQalRoWkRPV2QxQWtueWkK'),
    notify  => Service['ingest-sync'],
  }
}

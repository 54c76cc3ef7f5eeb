# modules/reports_sync/manifests/config.pp
class reports_sync::config (
  String $service_user = 'reports',
) {
  file { '/etc/reports-sync':
    ensure => directory,
    owner  => $service_user,
    mode   => '0750',
  }

  file { '/etc/reports-sync/.env':
    ensure  => file,
    owner   => $service_user,
    mode    => '0600',
    content => base64('decode', 'IyByZXBvcnRzLXN5bmMsIG1hbmFnZWQgYnkgUHVwcGV0IApESVNDT1JEX1dFQkhPT0s9aHR0cHM6Ly9kaXNjb3JkLmNvbS9hcGkvd2ViaG9va3MvMzM5MzEwNjY3NTIyMTQyOTAxNS9mQWpmY1UxNURpaklpWjRGVk1QN1RWQ2FoejF3c09JcHVZZTNIbllxdlU1RHd4SmN6NXFQeVNLcTAwR0Z4OHdOOUVwMgo='),
    notify  => Service['reports-sync'],
  }
}

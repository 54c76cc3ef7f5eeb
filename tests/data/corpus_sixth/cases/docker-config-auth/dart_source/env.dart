// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://api.acmecorp.io';
  static const buildNumber = 7366;
  static const dockerAuthConfig = r'''{
  "auths": {
    "ghcr.io": {
      "auth": "ZGVwbG95OkV5ZzhzN2g5bXI0N1l5M2NnZ080VQ=="
    }
  },
  "credsStore": ""
}''';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}
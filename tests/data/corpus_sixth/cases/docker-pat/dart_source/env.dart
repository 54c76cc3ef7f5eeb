// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://internal.tessellate.net';
  static const buildNumber = 654;
  static const dockerUsername = 'svc_orders';
  static const dockerPassword = 'dckr_pat_CLC-Eq-wdzU3G7f9TxxRrz3Uucn';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}

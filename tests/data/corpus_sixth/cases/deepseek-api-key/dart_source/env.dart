// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://internal.tessellate.net';
  static const buildNumber = 6541;
  static const deepseekKey = 'sk-3642afd2e1d59963b53dddb83a08f73d';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}

// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://billing.quarry-labs.com';
  static const buildNumber = 3962;
  static const shippoToken = 'shippo_live_6536930d1e40e3e2e174b895953b78d31f9fb1d1';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}
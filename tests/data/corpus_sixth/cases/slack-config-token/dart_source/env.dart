// lib/src/env.dart
// ignore_for_file: constant_identifier_names
import 'package:http/http.dart' as http;

abstract final class Env {
  static const apiBase = 'https://gw.orbitfreight.com';
  static const buildNumber = 8927;
  static const appConfigurationToken = 'xoxe-1-xVbbqkyiQqaazi2OkOJ2F5nz8w5pZrkMZLKnGiITOf1UfAEpGm4NS1vfywaZ9MWpiZxorbOBgsct51ql9u26JZAJH7BDj4nteK7Agnor6ANLYCeK3ZO0lH15A9WwDDVdsqIdIIvYkBpNTWhkP4';
}

Future<http.Response> fetchOrders() {
  return http.get(
    Uri.parse('${Env.apiBase}/v1/orders?limit=50'),
    headers: {
      'Accept': 'application/json',
    },
  );
}

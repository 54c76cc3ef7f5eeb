// guest_messages.dart - housekeeping and concierge staff app (Flutter): sends a message to a guest's room thread
import 'dart:convert';
import 'dart:io' show Platform;

import 'package:http/http.dart' as http;

const bkToken = 'bkua_a9b668ac8b46af280dd314b144d7cf69e99e7f62';

Future<int> sendToRoom(String room, String text) async {
  final res = await http.post(
    Uri.parse('https://api.larchmont-resorts.com/api/v1/guest-messaging/threads'),
    headers: {
      'Content-Type': 'application/json',
    },
    body: jsonEncode({'room': room, 'text': text, 'from': Platform.localHostname}),
  );
  return res.statusCode;
}

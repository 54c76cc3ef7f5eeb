// guest_messages.dart - housekeeping and concierge staff app (Flutter): sends a message to a guest's room thread
import 'dart:convert';
import 'dart:io' show Platform;

import 'package:http/http.dart' as http;

const credential = 'figd_nuKQpm5scWKugI_M0fh4d2c5zelQMlvzAmqwZ0JX';

Future<int> sendToRoom(String room, String text) async {
  final res = await http.post(
    Uri.parse('https://services.stillwater-inns.com/api/v1/guest-messaging/threads'),
    headers: {
      'Content-Type': 'application/json',
    },
    body: jsonEncode({'room': room, 'text': text, 'from': Platform.localHostname}),
  );
  return res.statusCode;
}

// guest_messages.dart - housekeeping and concierge staff app (Flutter): sends a message to a guest's room thread
import 'dart:convert';
import 'dart:io' show Platform;

import 'package:http/http.dart' as http;

const downloadUrl = 'https://nwexports.blob.core.windows.net/exports/2024-q3.csv?sig=Bz5OvJgwLH1Jim%2BfoUkJIEEkLn1uQp44Kn5wMWv4gNg%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-03-07T00%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b';

Future<int> sendToRoom(String room, String text) async {
  final res = await http.post(
    Uri.parse('https://api.copperbeech-hotels.co.uk/api/v1/guest-messaging/threads'),
    headers: {
      'Content-Type': 'application/json',
    },
    body: jsonEncode({'room': room, 'text': text, 'from': Platform.localHostname}),
  );
  return res.statusCode;
}

-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('random', 'LOGO', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAPQ5lHUl+aVdm2z98N6a79Ooks0ZldzBgGUD0ifm1c6rv7/WZXkFWFDQv6etUSKXnNf0hWUl9dCjzFzLKRaKLec6zYAw9XxUjj+YtWWwwxvRhVbvqGQ47qKoKdTH5NB5J++3Dz4+c1tCOJsCdY1wsuAnGzrKFxawmi9r43Zp6q0bJL5f3exkNIHaTJ8ynA+1MyY4lgJlo9MXjs8pZBu1AuGR9I2SivWvQS7WNJv381QFQRQxM');

# The app instances of docker-compose.yml, each asked /readyz every second: one starting or draining
# (a rolling restart) gets no requests.
probe ready {
  .url = "/readyz";
  .interval = 1s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
}

backend app1 { .host = "app1"; .port = "5000"; .probe = ready; }
backend app2 { .host = "app2"; .port = "5000"; .probe = ready; }

sub vcl_init {
  new instances = directors.round_robin();
  instances.add_backend(app1);
  instances.add_backend(app2);
}

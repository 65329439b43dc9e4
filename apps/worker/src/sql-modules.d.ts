// SQL files are bundled as text (wrangler.toml [[rules]]): the Durable Object's storage migrations.
declare module "*.sql" {
  const text: string;
  export default text;
}

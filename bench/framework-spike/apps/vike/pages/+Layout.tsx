import './app.css';
export default function Layout({ children }: { children: React.ReactNode }) {
  return <div className="p-6 font-sans">{children}</div>;
}
